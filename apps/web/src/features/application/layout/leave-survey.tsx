import {
  isLeaveSurveyScreen,
  LEAVE_SURVEY_COMMENT_MAX,
  LEAVE_SURVEY_EVENT,
  LEAVE_SURVEY_REASON_LABELS,
  LEAVE_SURVEY_REASON_REQUIRED_MESSAGE,
  LEAVE_SURVEY_REASONS,
} from '@heloc/domain';
import { useEffect, useId, useState } from 'react';
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

// Asked once per application in a browser tab: leaving twice is not asking to be asked twice.
const askedKey = (uuid: string) => `heloc.leave-survey.${uuid}`;
const wasAsked = (uuid: string) => {
  try {
    return window.sessionStorage.getItem(askedKey(uuid)) !== null;
  } catch {
    return true;
  }
};
const markAsked = (uuid: string) => {
  try {
    window.sessionStorage.setItem(askedKey(uuid), '1');
  } catch {
    // Storage refused (private mode): the prompt may come again, which is harmless.
  }
};

interface Answer {
  reason: string;
  comment: string;
}

/**
 * The leave-survey prompt of spec 02 §2.4 on liens, product/select, identity and signing/sign: when the pointer leaves
 * the page through its top edge (towards the tabs, the address bar or the close button), once per application in a
 * tab, a short dialog asks what keeps the applicant from continuing. The answer goes out as a telemetry event
 * (LEAVE_SURVEY_EVENT); "No thanks" closes it. It never blocks leaving.
 */
export function LeaveSurvey({ uuid, screen }: { uuid: string; screen: string }) {
  const [isOpen, setOpen] = useState(false);
  const isActive = isLeaveSurveyScreen(screen);

  useEffect(() => {
    if (!isActive || wasAsked(uuid)) return undefined;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0 || wasAsked(uuid)) return;
      markAsked(uuid);
      setOpen(true);
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => document.documentElement.removeEventListener('mouseleave', onLeave);
  }, [isActive, uuid]);

  return isOpen ? <LeaveSurveyDialog uuid={uuid} screen={screen} onClose={() => setOpen(false)} /> : null;
}

/** The dialog itself, with its form: it exists only while open. */
function LeaveSurveyDialog({ uuid, screen, onClose }: { uuid: string; screen: string; onClose: () => void }) {
  const org = useOrg();
  const [isSent, setSent] = useState(false);
  const commentId = useId();
  const form = useForm<Answer>({ defaultValues: { reason: '', comment: '' } });

  const onSubmit = form.handleSubmit(({ reason, comment }) => {
    void sendTelemetryEvent(LEAVE_SURVEY_EVENT, {
      orgCode: org.orgCode,
      productType: org.orgMetaData.variant.isCrypto ? 'CRYPTO_HELOC' : 'HELOC',
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
