import {
  getRegistrationProgressGroups,
  registrationProgressPosition,
  type RegistrationFlowOptions,
  type RegistrationStepQueryValue,
} from '@heloc/domain';
import { firstStepMessages as m, type FirstStepMessage } from '../first-step/first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from '../first-step/first-step-say';

/** The words of the progress groups and items (docs/product/registration-and-routing.md §2), by their step value. */
const GROUP_LABELS: Partial<Record<RegistrationStepQueryValue, FirstStepMessage>> = {
  'property-info': m.groupPropertyInfo,
  'income-info': m.groupIncomeInfo,
  name: m.groupPersonalInfo,
  'contact-info': m.groupContactInfo,
  'login-info': m.groupLoginInfo,
};
const ITEM_LABELS: Partial<Record<RegistrationStepQueryValue, FirstStepMessage>> = {
  'property-info': m.itemAddress,
  'sale-status': m.itemSaleStatus,
  name: m.itemName,
  birthdate: m.itemBirthdate,
};

/** The progress groups at the step named by `stepValue` (a value of the step query parameter). */
export function RegistrationProgressView({
  options,
  stepValue,
  words: { say } = ENGLISH_WORDS,
}: {
  options: RegistrationFlowOptions;
  stepValue: string;
  words?: FirstStepWords;
}) {
  const groups = getRegistrationProgressGroups(options);
  const position = registrationProgressPosition(stepValue, options) ?? { group: 0, item: 0 };
  const labelOf = (
    labels: typeof GROUP_LABELS,
    { label, step }: { label: string; step: RegistrationStepQueryValue },
  ) => {
    const message = labels[step];
    return message ? say(message) : label;
  };
  return (
    <nav className="registration-progress" aria-label={say(m.progressNav)}>
      <ol>
        {groups.map((group, index) => {
          const state = index < position.group ? 'done' : index === position.group ? 'current' : 'todo';
          const item = group.items[position.item];
          return (
            <li
              key={group.label}
              className={`registration-progress__group is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="registration-progress__label">
                {labelOf(GROUP_LABELS, { label: group.label, step: group.items[0]!.step })}
              </span>
              {state === 'done' && <span className="ui-visually-hidden">{say(m.progressCompleted)}</span>}
              {state === 'current' && group.items.length > 1 && item && (
                <span className="registration-progress__item">{labelOf(ITEM_LABELS, item)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
