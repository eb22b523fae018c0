import { RecordLoadError } from '../../../components/record-load-error';

type ClientLoadErrorProps = {
  /** The failed load; null when the address names no client at all. */
  error: Error | null;
  onRetry?: () => void;
};

/** A client that could not be opened (spec part 1 §8), with the way back to the list. */
export function ClientLoadError({ error, onRetry }: ClientLoadErrorProps) {
  return <RecordLoadError title="Error loading client" notFoundMessage="Client not found" error={error} backTo="/clients" backLabel="Back to Clients" onRetry={onRetry} />;
}
