import {
  LEAVE_SURVEY_COMMENT_MAX,
  LEAVE_SURVEY_EVENT,
  LEAVE_SURVEY_REASON_LABELS,
  LEAVE_SURVEY_REASON_REQUIRED_MESSAGE,
  LEAVE_SURVEY_REASONS,
  productTypeOf,
} from '@heloc/domain';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOrg } from '../../../lib/org-context';
import { sendTelemetryEvent } from '../../../lib/telemetry-event';
import { Button } from '../../../ui/button';
import { FieldLabel, fieldClassName } from '../../../ui/field-parts';
import { Modal } from '../../../ui/modal';
import { RadioGroupField } from '../../../ui/radio-group-field';

const REASON_OPTIONS = LEAVE_SURVEY_REASONS.map((reason) => ({
  value: reason,
  label: LEAVE_SURVEY_REASON_LABELS[reason],
}));

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
      title={isSent ? 'Thank you' : 'Before you go'}
      description={
        isSent
          ? 'Your answer helps us improve. Your application is saved: come back at any time to pick up where you left off.'
          : 'Your application is saved. What is keeping you from continuing today?'
      }
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        isSent ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button type="submit" form="leave-survey-form">
              Send
            </Button>
            <Button variant="secondary" onClick={onClose}>
              No thanks
            </Button>
          </>
        )
      }
    >
      {!isSent && (
        <form id="leave-survey-form" className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadioGroupField
            legend="The closest answer"
            options={REASON_OPTIONS}
            error={form.formState.errors.reason?.message}
            {...form.register('reason', { required: LEAVE_SURVEY_REASON_REQUIRED_MESSAGE })}
          />
          <div className={fieldClassName(undefined)}>
            <FieldLabel htmlFor={commentId} isRequired={false}>
              Anything else you would like us to know? (optional)
            </FieldLabel>
            <textarea id={commentId} maxLength={LEAVE_SURVEY_COMMENT_MAX} {...form.register('comment')} />
          </div>
        </form>
      )}
    </Modal>
  );
}
