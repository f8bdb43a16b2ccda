import {
  CHAT_ALERTS,
  chooseChatSkill,
  isUuid,
  MAX_LENGTH,
  preChatFormSchema,
  webChatProductType,
  type ChatAlertKey,
  type PreChatForm as PreChatValues,
  lazySchema,
} from '@heloc/domain';
import type { InitWebChatBody } from '@heloc/domain/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { matchPath, useLocation } from 'react-router';
import { useOrg } from '../../lib/org-context';
import { useIdentity, useIsAuthenticated, useProfile } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useChatAgents } from './api/list-chat-agents';
import { useStartWebChat } from './api/start-web-chat';
import { useChatStreamFlag } from './api/get-stream-flag';
import { modeOverrideOf, type ChatWireMode } from './chat-mode';
import type { StoredChat } from './chat-storage';
import { CHAT_ALERT_MESSAGES } from './chat-alerts';
import { useI18n, zodResolver } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';

// The agent chooser (non-production only) travels with the form; its empty value is 'any agent'.
const preChatFieldsSchema = lazySchema(() => preChatFormSchema.extend({ agentChatId: z.string() }));
type PreChatFields = PreChatValues & { agentChatId: string };

export interface PreChatFormProps {
  mode: ChatWireMode;
  isNonProduction: boolean;
  /** Alert carried from a chat that ended badly (an invalid token). */
  notice: ChatAlertKey | null;
  /** The borrower's nonce when borrower authentication is on and they are signed in. */
  getNonce: () => Promise<string | undefined>;
  onStarted: (chat: StoredChat) => void;
}

const APPLICATION_PATH = '/account/heloc/:uuid/*';

/** The application of the address, in the application area (/account/heloc/{uuid}/...). */
const applicationUuidOf = (pathname: string): string | undefined => {
  const uuid = matchPath(APPLICATION_PATH, pathname)?.params.uuid;
  return uuid && isUuid(uuid) ? uuid : undefined;
};

const fullName = (name: { firstName: string | null; lastName: string | null } | undefined): string =>
  [name?.firstName, name?.lastName].filter(Boolean).join(' ');

/** docs/product/chat.md §1: name and e-mail, then initWebChat with the organisation, the skill, the page and the mode. */
export function PreChatForm({ mode, isNonProduction, notice, getNonce, onStarted }: PreChatFormProps) {
  const org = useOrg();
  const { pathname, search } = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const profile = useProfile();
  const identity = useIdentity();
  const agents = useChatAgents(isNonProduction && isAuthenticated);
  const start = useStartWebChat();
  const isStream = useChatStreamFlag(org.orgCode, identity.data?.uuid, true);
  const { t, localize } = useI18n();
  const { register, handleSubmit, formState, reset, getValues } = useForm<PreChatFields>({
    resolver: zodResolver(preChatFieldsSchema),
    defaultValues: { name: '', email: '', agentChatId: '' },
  });

  // A signed-in borrower finds their name and e-mail filled in (unless they started typing).
  const knownName = fullName(profile.data?.name);
  const knownEmail = profile.data?.email ?? identity.data?.email ?? '';
  useEffect(() => {
    if (formState.isDirty || (!knownName && !knownEmail)) return;
    reset({ ...getValues(), name: knownName, email: knownEmail });
  }, [knownName, knownEmail, formState.isDirty, reset, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    const { isCrypto, isMainBrand } = org.orgMetaData.variant;
    const applicationUuid = isAuthenticated ? applicationUuidOf(pathname) : undefined;
    const productType = applicationUuid
      ? webChatProductType({ isCrypto, utmSource: new URLSearchParams(search).get('utm_source') })
      : undefined;
    const modeOverride = isNonProduction ? modeOverrideOf(search) : undefined;
    let nonce: string | undefined;
    try {
      nonce = await getNonce();
    } catch {
      nonce = undefined;
    }
    const body: InitWebChatBody = {
      orgCode: org.orgCode,
      skill: chooseChatSkill({ isCrypto, isMainBrand }),
      pageUrl: window.location.href.slice(0, MAX_LENGTH.url),
      chatMode: mode,
      friendlyName: values.name,
      emailAddress: values.email,
      ...(identity.data?.uuid ? { identityUuid: identity.data.uuid } : {}),
      ...(applicationUuid ? { applicationUuid } : {}),
      ...(productType ? { productType } : {}),
      ...(nonce ? { nonce } : {}),
      ...(modeOverride ? { modeOverride } : {}),
      ...(isNonProduction && values.agentChatId ? { agentChatId: values.agentChatId } : {}),
    };
    start.mutate(
      { body, isStream },
      {
        onSuccess: (session) =>
          onStarted({
            token: session.token,
            conversationUuid: session.conversationSid,
            name: values.name,
            email: values.email,
            mode: modeOverride ?? mode,
            expiresAt: session.expiration,
            lastSeq: 0,
            pending: [],
          }),
      },
    );
  });

  const alert: ChatAlertKey | null = start.isError ? 'general' : notice;
  const agentOptions = (agents.data ?? []).map((agent) => ({ value: agent.chatId, label: agent.name }));

  return (
    <form className="chat-form stack" onSubmit={onSubmit} noValidate aria-label={t(m.form)}>
      {alert && (
        <Alert variant={CHAT_ALERTS[alert].severity === 'warning' ? 'warn' : 'error'}>
          {t(CHAT_ALERT_MESSAGES[alert])}
        </Alert>
      )}
      <p className="chat-panel__mode" data-testid="chat-mode" data-mode={mode}>
        {t(mode === 'AGENT' ? m.modeAgent : m.modeBot)}
      </p>
      <TextField
        label={t(m.name)}
        autoComplete="name"
        isRequired
        data-chat-autofocus=""
        error={formState.errors.name?.message && localize(formState.errors.name.message)}
        {...register('name')}
      />
      <TextField
        label={t(m.email)}
        type="email"
        autoComplete="email"
        isRequired
        error={formState.errors.email?.message && localize(formState.errors.email.message)}
        {...register('email')}
      />
      {isNonProduction && agentOptions.length > 0 && (
        <SelectField
          label={t(m.agent)}
          placeholder={t(m.anyAgent)}
          options={agentOptions}
          {...register('agentChatId')}
        />
      )}
      <SubmitButton isLoading={start.isPending} loadingLabel={t(m.starting)}>
        {t(m.start)}
      </SubmitButton>
    </form>
  );
}
