/** A small rotating indicator; announced as 'Loading' unless a label is given. */
export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role="status">
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
