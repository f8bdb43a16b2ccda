// docs/product/registration-and-routing.md §8, docs/product/application-area.md §2.4: shown on the routes the maintenance flag lists.
export const MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

export function MaintenanceScreen() {
  return (
    <section className="page page--narrow stack" aria-labelledby="maintenance-title" data-testid="maintenance-screen">
      <h1 id="maintenance-title">{MAINTENANCE_TITLE}</h1>
      <p>{MAINTENANCE_MESSAGE}</p>
    </section>
  );
}
