import {
  getRegistrationProgressGroups,
  REGISTRATION_STEP_QUERY,
  REGISTRATION_STEPS,
  registrationProgressPosition,
  type RegistrationFlowOptions,
  type RegistrationStep,
} from '@heloc/domain';
import { useLocation } from 'react-router';
import { STEP_PARAM } from './step-navigation';

/** The step a /register-v2 path shows ('index' for the bare path). */
export const stepFromPath = (pathname: string): RegistrationStep => {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (REGISTRATION_STEPS as readonly string[]).includes(last) ? (last as RegistrationStep) : 'index';
};

/**
 * spec 01 §2: the progress groups (Property Info, Income Info, Personal Info, Contact Info, Login Info), positioned
 * by the step query parameter (or, without one, by the step the path shows).
 */
export function RegistrationProgress({ options }: { options: RegistrationFlowOptions }) {
  const { pathname, search } = useLocation();
  const stepValue = new URLSearchParams(search).get(STEP_PARAM) ?? REGISTRATION_STEP_QUERY[stepFromPath(pathname)];
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
