import { ErrorPage } from '@/components/ui/error-page';

// notFound() from a portal screen (an unknown or malformed id) keeps the header and menu.
export default function PortalNotFound() {
  return <ErrorPage status={404} />;
}
