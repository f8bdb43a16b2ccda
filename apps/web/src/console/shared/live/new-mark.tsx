/** What arrived since the member last looked (docs/product/operations-console.md §10): a mark read out with its reason. */
export function NewMark() {
  return (
    <span className="console-badge console-badge--new">
      New<span className="ui-visually-hidden"> since you last looked</span>
    </span>
  );
}
