import {
  getRegistrationProgressGroups,
  registrationProgressPosition,
  type RegistrationFlowOptions,
} from '@heloc/domain';

/** The progress groups at the step named by `stepValue` (a value of the step query parameter). */
export function RegistrationProgressView({
  options,
  stepValue,
}: {
  options: RegistrationFlowOptions;
  stepValue: string;
}) {
  const groups = getRegistrationProgressGroups(options);
  const position = registrationProgressPosition(stepValue, options) ?? { group: 0, item: 0 };
  return (
    <nav className="registration-progress" aria-label="Registration progress">
      <ol>
        {groups.map((group, index) => {
          const state = index < position.group ? 'done' : index === position.group ? 'current' : 'todo';
          return (
            <li
              key={group.label}
              className={`registration-progress__group is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="registration-progress__label">{group.label}</span>
              {state === 'done' && <span className="ui-visually-hidden"> (completed)</span>}
              {state === 'current' && group.items.length > 1 && (
                <span className="registration-progress__item">{group.items[position.item]?.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
