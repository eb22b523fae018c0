import { createServer, type Socket } from 'node:net';

/**
 * A small SMTP server for tests: the API's real SMTP transport (nodemailer) delivers to it, and it
 * keeps the subject of every message it was handed. It can hold a message: take it whole and never
 * answer, so the sender is stopped between "the transport has it" and "marked sent", the moment a
 * crash makes at-least-once delivery send it again.
 */
export type SmtpCatcher = {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** The subjects of the messages handed over, in order (a held one included). */
  subjects: string[];
  /** Holds the n-th message handed over (1-based) and every one after it, until `acceptAll`. */
  holdFrom(n: number): void;
  /** Answers every message from now on (held ones stay unanswered: their sender is gone). */
  acceptAll(): void;
  close(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const subjects: string[] = [];
  const sockets = new Set<Socket>();
  let holdFrom = Infinity;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a sender killed mid-message resets its socket
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let data: string[] | undefined;

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 catcher');
      else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK'); // MAIL, RCPT, RSET, NOOP
    };
    const dataLine = (line: string, lines: string[]) => {
      if (line !== '.') return lines.push(line);
      data = undefined;
      // The first line of the Subject header: enough for short ASCII subjects (not folded, not encoded).
      const subject = lines.find((header) => header.toLowerCase().startsWith('subject:'))?.slice('subject:'.length).trim() ?? '';
      subjects.push(subject);
      if (subjects.length < holdFrom) reply('250 Queued');
    };

    reply('220 catcher ESMTP');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) dataLine(line, data);
        else command(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    subjects,
    holdFrom: (n) => {
      holdFrom = n;
    },
    acceptAll: () => {
      holdFrom = Infinity;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
