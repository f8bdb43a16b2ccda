import { LEAVE_SURVEY_COMMENT_MAX, LEAVE_SURVEY_EVENT, LEAVE_SURVEY_REASONS, productTypeOf } from '@heloc/domain';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { sendTelemetryEvent } from '../../../lib/telemetry-event';
import { Button } from '../../../ui/button';
import { FieldLabel, fieldClassName } from '../../../ui/field-parts';
import { Modal } from '../../../ui/modal';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { leaveSurveyMessages as m } from './layout.messages';

export interface LeaveSurveyDialogProps {
  uuid: string;
  screen: string;
  onClose: () => void;
}

interface Answer {
  reason: string;
  comment: string;
}

/**
 * The leave survey's dialog with its form (leave-survey.tsx): it exists only while open, and its code (a form library,
 * the dialog) loads only then, so the screens it watches do not wait for it.
 */
export function LeaveSurveyDialog({ uuid, screen, onClose }: LeaveSurveyDialogProps): ReactNode {
  const org = useOrg();
  const { t } = useI18n();
  // The answers of the domain's LEAVE_SURVEY_REASONS, in its order, with its labels' English (the messages).
  const reasonOptions = LEAVE_SURVEY_REASONS.map((reason) => ({ value: reason, label: t(m[reason]) }));
  const [isSent, setSent] = useState(false);
  const commentId = useId();
  const form = useForm<Answer>({ defaultValues: { reason: '', comment: '' } });

  const onSubmit = form.handleSubmit(({ reason, comment }) => {
    void sendTelemetryEvent(LEAVE_SURVEY_EVENT, {
      orgCode: org.orgCode,
      productType: productTypeOf(org),
      applicationUuid: uuid,
      eventProperties: { screen, reason, comment: comment.trim() || null },
    });
    setSent(true);
  });

  return (
    <Modal
      id="leave-survey"
      title={t(isSent ? m.sentTitle : m.title)}
      description={t(isSent ? m.sentDescription : m.description)}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        isSent ? (
          <Button onClick={onClose}>{t(m.finish)}</Button>
        ) : (
          <>
            <Button type="submit" form="leave-survey-form">
              {t(m.send)}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t(m.noThanks)}
            </Button>
          </>
        )
      }
    >
      {!isSent && (
        <form id="leave-survey-form" className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadioGroupField
            legend={t(m.legend)}
            options={reasonOptions}
            error={form.formState.errors.reason?.message}
            {...form.register('reason', { required: t(m.required) })}
          />
          <div className={fieldClassName(undefined)}>
            <FieldLabel htmlFor={commentId} isRequired={false}>
              {t(m.comment)}
            </FieldLabel>
            <textarea id={commentId} maxLength={LEAVE_SURVEY_COMMENT_MAX} {...form.register('comment')} />
          </div>
        </form>
      )}
    </Modal>
  );
}
