// The widget's start call for a chat in the agents' queue (docs/product/chat.md), as the soak and the roll under a
// crowd start their chats: answers the chat's token and its conversation's uuid.
const CHAT_START_PATH = '/service-csp/external/api/v1/webchat/initWebChat';

export const startQueuedChat = async (baseUrl, { name, email }) => {
  const res = await fetch(`${baseUrl}${CHAT_START_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orgCode: 'summit',
      skill: 'White Label',
      pageUrl: 'https://summit.example/',
      chatMode: 'AGENT',
      modeOverride: 'AGENT',
      friendlyName: name,
      emailAddress: email,
    }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`initWebChat answered ${res.status}: ${text.slice(0, 200)}`);
  const { token, conversationSid } = JSON.parse(text);
  return { token, conversationUuid: conversationSid };
};
