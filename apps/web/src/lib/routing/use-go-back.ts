import { useLocation, useNavigate } from 'react-router-dom';

/** Goes to the previous page of this app, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first entry of a session with the key "default": there is no page of ours before it.
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
