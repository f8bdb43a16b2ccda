import { NotFoundScreen } from '../../ui/error-screens';

export function NotFoundPage() {
  return <NotFoundScreen />;
}
