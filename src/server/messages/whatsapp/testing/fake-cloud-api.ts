import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhookBody } from '../signature';
import { sendTemplateRequestSchema, type SendTemplateRequest } from '../wire';

/**
 * A local stand-in for the WhatsApp Cloud API, written from Meta's published reference rather
 * than from our client: `POST /{version}/{phone-number-id}/messages` with a Bearer token, a body
 * checked against the template-message schema, only approved templates accepted (error 132001
 * "Template name does not exist in the translation" otherwise), Graph API errors in
 * `{ error: { message, type, code, fbtrace_id } }`, and status webhooks signed as Meta signs them.
 */
export interface FakeCloudApi {
  url: string;
  /** Requests it accepted, in order. */
  sent: { phoneNumberId: string; body: SendTemplateRequest; wamid: string }[];
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

export async function startFakeCloudApi(options: {
  token: string;
  phoneNumberId: string;
  /** Approved templates as `name:language`, e.g. `kaarigar_placed:en`. */
  approved: string[];
}): Promise<FakeCloudApi> {
  const sent: FakeCloudApi['sent'] = [];
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
  return {
    url: `http://127.0.0.1:${port}/v26.0`,
    sent,
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
