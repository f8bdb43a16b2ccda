import { useI18n } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { layoutMessages as m } from './layouts.messages';

/** Shown while the first route's code and loaders resolve. */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className="page-center">
      <Spinner label={t(m.loadingPage)} size="lg" />
    </div>
  );
}
