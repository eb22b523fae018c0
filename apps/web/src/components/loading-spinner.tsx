import { Center, Loader } from '@mantine/core';

type LoadingSpinnerProps = {
  /** Read out by screen readers, e.g. "Loading users". */
  label: string;
  fullPage?: boolean;
};

export function LoadingSpinner({ label, fullPage = false }: LoadingSpinnerProps) {
  return (
    <Center py="xl" mih={fullPage ? '60dvh' : undefined}>
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
