import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhookBody } from '../signature';
import {
  sendInteractiveRequestSchema,
  sendTemplateRequestSchema,
  type SendInteractiveRequest,
  type SendTemplateRequest,
} from '../wire';

/**
 * A local stand-in for the WhatsApp Cloud API, written from Meta's published reference rather
 * than from our client: `POST /{version}/{phone-number-id}/messages` with a Bearer token, a body
 * checked against the template-message schema, only approved templates accepted (error 132001
 * "Template name does not exist in the translation" otherwise), Graph API errors in
 * `{ error: { message, type, code, fbtrace_id } }`, and status webhooks signed as Meta signs them.
 * Interactive reply-button messages are free-form: accepted only inside the 24-hour customer service
 * window a shopper's own message opens (error 131047 "Re-engagement message" otherwise), and a tap
 * on a button comes back as a `messages` webhook, `button` for a template's quick reply and
 * `interactive.button_reply` for an interactive message's (issue 28).
 */
export interface FakeCloudApi {
  url: string;
  /** The system user's access token it accepts, and the business phone number's id it sends from. */
  token: string;
  phoneNumberId: string;
  /** Template requests it accepted, in order. */
  sent: { phoneNumberId: string; body: SendTemplateRequest; wamid: string }[];
  /** Interactive requests it accepted, in order. */
  sentInteractive: { phoneNumberId: string; body: SendInteractiveRequest; wamid: string }[];
  /** The shopper wrote to the business now: their 24-hour customer service window opens. */
  shopperWrote(number: string, at?: number): void;
  /**
   * The shopper tapped a button: a template's quick reply (its payload and label) or an interactive
   * message's reply button (its id and title). Signed as Meta signs it.
   */
  buttonReplyWebhook(
    reply: { from: string; kind: 'quick_reply' | 'interactive'; payload: string; title: string; context?: string },
    appSecret: string,
  ): { body: string; headers: Record<string, string> };
  /**
   * The shopper wrote a text message: the `messages` webhook Meta sends for it, signed as Meta signs
   * it. It opens their customer service window here too, as at Meta.
   */
  textMessageWebhook(
    message: { from: string; text: string; at?: number },
    appSecret: string,
  ): {
    body: string;
    headers: Record<string, string>;
  };
  /** The next n sends fail with a Graph API error 131000 ("Something went wrong"), as a 500. */
  failNext(n: number): void;
  /** A `messages` webhook delivery with these statuses, signed with `appSecret` as Meta signs it. */
  statusWebhook(
    statuses: { wamid: string; status: 'sent' | 'delivered' | 'read' | 'failed'; at: number; recipient: string }[],
    appSecret: string,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A token and a phone number id shaped as Meta issues them, for tests that need no particular account. */
const TEST_ACCOUNT = { token: 'EAAtest-system-user-token', phoneNumberId: '106540352242922' };

export async function startFakeCloudApi(setup: {
  token?: string;
  phoneNumberId?: string;
  /** Approved templates as `name:language`, e.g. `kaarigar_placed:en`. */
  approved: string[];
}): Promise<FakeCloudApi> {
  const options = {
    token: setup.token ?? TEST_ACCOUNT.token,
    phoneNumberId: setup.phoneNumberId ?? TEST_ACCOUNT.phoneNumberId,
    approved: setup.approved,
  };
  const sent: FakeCloudApi['sent'] = [];
  const sentInteractive: FakeCloudApi['sentInteractive'] = [];
  const lastWrote = new Map<string, number>();
  const WINDOW_MS = 24 * 60 * 60 * 1000;
  let failures = 0;
  const graphError = (status: number, code: number, message: string, type = 'OAuthException') => ({
    status,
    body: { error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } },
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return answer(404, graphError(404, 100, 'Unsupported post request').body);
      if (req.headers.authorization !== `Bearer ${options.token}`)
        return answer(401, graphError(401, 190, 'Invalid OAuth access token.').body);
      if (match[1] !== options.phoneNumberId)
        return answer(400, graphError(400, 100, 'Unsupported post request. Object does not exist').body);
      let json: unknown;
      try {
        json = JSON.parse(await readBody(req));
      } catch {
        return answer(400, graphError(400, 100, 'Invalid JSON').body);
      }
      if ((json as { type?: unknown } | null)?.type === 'interactive') {
        const interactive = sendInteractiveRequestSchema.safeParse(json);
        if (!interactive.success) return answer(400, graphError(400, 131008, 'Required parameter is missing').body);
        const wrote = lastWrote.get(interactive.data.to.replace(/\D/g, ''));
        if (wrote === undefined || Date.now() - wrote > WINDOW_MS)
          return answer(
            400,
            graphError(
              400,
              131047,
              'Re-engagement message: more than 24 hours have passed since the recipient last replied',
            ).body,
          );
        const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
        sentInteractive.push({ phoneNumberId: match[1], body: interactive.data, wamid });
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: interactive.data.to, wa_id: interactive.data.to.replace(/^\+/, '') }],
          messages: [{ id: wamid }],
        });
      }
      const parsed = sendTemplateRequestSchema.safeParse(json);
      // The schema's one refinement is Meta's rule on a text parameter's white space.
      if (parsed.error?.issues.some((issue) => issue.code === 'custom'))
        return answer(400, graphError(400, 132018, 'There was an issue with the parameters in your template.').body);
      if (!parsed.success) return answer(400, graphError(400, 131008, 'Required parameter is missing').body);
      const template = parsed.data.template;
      if (!options.approved.includes(`${template.name}:${template.language.code}`))
        return answer(404, graphError(404, 132001, 'Template name does not exist in the translation').body);
      if (failures > 0) {
        failures--;
        return answer(500, graphError(500, 131000, 'Something went wrong').body);
      }
      const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
      sent.push({ phoneNumberId: match[1], body: parsed.data, wamid });
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: parsed.data.to, wa_id: parsed.data.to.replace(/^\+/, '') }],
        messages: [{ id: wamid, message_status: 'accepted' }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signed = (value: Record<string, unknown>, appSecret: string) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(body, appSecret) },
    };
  };
  return {
    url: `http://127.0.0.1:${port}/v26.0`,
    token: options.token,
    phoneNumberId: options.phoneNumberId,
    sent,
    sentInteractive,
    shopperWrote(number, at = Date.now()) {
      lastWrote.set(number.replace(/\D/g, ''), at);
    },
    buttonReplyWebhook(reply, appSecret) {
      // A tap is the shopper's own message: it opens their customer service window too.
      lastWrote.set(reply.from.replace(/\D/g, ''), Date.now());
      const context = { from: '15550783881', id: reply.context ?? `wamid.${randomBytes(18).toString('base64url')}` };
      const message = {
        from: reply.from,
        id: `wamid.${randomBytes(18).toString('base64url')}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        context,
        ...(reply.kind === 'quick_reply'
          ? { type: 'button', button: { payload: reply.payload, text: reply.title } }
          : {
              type: 'interactive',
              interactive: { type: 'button_reply', button_reply: { id: reply.payload, title: reply.title } },
            }),
      };
      return signed(
        { contacts: [{ profile: { name: 'Shopper' }, wa_id: reply.from }], messages: [message] },
        appSecret,
      );
    },
    textMessageWebhook(message, appSecret) {
      const at = message.at ?? Date.now();
      lastWrote.set(message.from.replace(/\D/g, ''), at);
      return signed(
        {
          contacts: [{ profile: { name: 'Shopper' }, wa_id: message.from }],
          messages: [
            {
              from: message.from,
              id: `wamid.${randomBytes(18).toString('base64url')}`,
              timestamp: String(Math.floor(at / 1000)),
              type: 'text',
              text: { body: message.text },
            },
          ],
        },
        appSecret,
      );
    },
    failNext(n) {
      failures = n;
    },
    statusWebhook(statuses, appSecret) {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
                  statuses: statuses.map((s) => ({
                    id: s.wamid,
                    status: s.status,
                    timestamp: String(s.at),
                    recipient_id: s.recipient,
                    ...(s.status === 'failed'
                      ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
                      : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
                  })),
                },
              },
            ],
          },
        ],
      });
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(body, appSecret) },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The store's WhatsApp settings pointed at the fake, as a shop's .env names its Meta app: the fake's
 * token and number, the app secret the webhooks are signed with, and our verify token.
 */
export const whatsappSettings = (fake: FakeCloudApi, appSecret: string) => ({
  WHATSAPP_API_URL: fake.url,
  WHATSAPP_TOKEN: fake.token,
  WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
  WHATSAPP_APP_SECRET: appSecret,
  WHATSAPP_VERIFY_TOKEN: 'our-verify-token',
});
