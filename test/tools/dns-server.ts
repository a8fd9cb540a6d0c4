/**
 * A real DNS server (dns2) on loopback for the domain tests: TXT answers from a zone the test edits, and, by
 * name, NXDOMAIN, SERVFAIL or no answer at all. Other names and types are NOERROR with no records (NODATA).
 */
import dns2 from 'dns2';

const { Packet } = dns2;
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3 } as const;

/** What the server does for one name: TXT records (each a list of character-strings) or a failure. */
export type TxtBehaviour = string[][] | 'NXDOMAIN' | 'SERVFAIL' | 'SILENT';

export interface TestDnsServer {
  /** `127.0.0.1:port`, a DNS_SERVERS entry. */
  address: string;
  zone: Map<string, TxtBehaviour>;
  /** Questions received, by name (to tell the service asked). */
  queries: string[];
  close(): Promise<void>;
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, TxtBehaviour>();
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: { type: 'udp4' },
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      queries.push(name);
      const behaviour = zone.get(name);
      if (behaviour === 'SILENT') return;
      if (behaviour === 'NXDOMAIN' || behaviour === 'SERVFAIL') {
        (response.header as { rcode: number }).rcode = RCODE[behaviour];
      } else if (behaviour && question?.type === Packet.TYPE.TXT) {
        for (const strings of behaviour) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data: strings,
          } as never);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp!.port;
  return { address: `127.0.0.1:${port}`, zone, queries, close: () => server.close() };
}
