// The API's resident memory over the whole run: sampled every 100 ms, with the kernel's own
// high-water mark (VmHWM) read at the end. Linux only; elsewhere both stay null.
import { readFileSync } from 'node:fs';

/** VmRSS and VmHWM of /proc/<pid>/status, in MiB (null when unreadable). */
export function readMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { rssMb: null, hwmMb: null };
  }
  const mib = (field) => {
    const kib = status.match(new RegExp(`${field}:\\s+(\\d+)\\s+kB`))?.[1];
    return kib === undefined ? null : Math.round(Number(kib) / 1024);
  };
  return { rssMb: mib('VmRSS'), hwmMb: mib('VmHWM') };
}

export function sampleMemory(pid, everyMs = 100) {
  let peakRssMb = null;
  const sample = () => {
    const { rssMb } = readMemory(pid);
    if (rssMb !== null && (peakRssMb === null || rssMb > peakRssMb)) peakRssMb = rssMb;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Stops sampling; the peak seen, and VmHWM now. */
    stop() {
      clearInterval(timer);
      sample();
      return { peakRssMb, hwmMb: readMemory(pid).hwmMb };
    },
  };
}
