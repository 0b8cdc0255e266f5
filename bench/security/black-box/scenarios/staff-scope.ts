/**
 * Issue 43, finding 1: an owner scoped to one site (`staff create --role owner --sites
 * northbridge-gb`) tries, through the back office, to create an owner of all sites, widen its own
 * sites, set another owner's password, promote or delete members of other sites, and read other
 * sites' audit rows and settings.
 */
import { check, type Scenario } from '../scenario.ts';

export const staffScope: Scenario = {
  id: 'staff-scope',
  title: 'site-scoped owner escalation',
  async run({ cast }) {
    const { scopedOwner: attacker, root, ids } = cast;
    const checks = [];
    // Something of another site in the audit log to be seen (or not).
    await root.patch('/sites/riverside-gb/settings', {});
    // ...and of its own site.
    await attacker.patch('/sites/northbridge-gb/settings', {});

    const create = await attacker.api('POST', '/staff', {
      email: 'takeover@probe.example',
      password: cast.password,
      role: 'owner',
      sites: 'all',
    });
    checks.push(check('create an owner of all sites: refused', create.status === 403, `${create.status}`));

    const widenAll = await attacker.patch(`/staff/${ids.scopedOwner}`, { sites: 'all' });
    const widenList = await attacker.patch(`/staff/${ids.scopedOwner}`, {
      sites: ['northbridge-gb', 'riverside-gb'],
    });
    checks.push(
      check(
        'widen its own sites (all; a second site): refused',
        widenAll.status === 403 && widenList.status === 403,
        `${widenAll.status}, ${widenList.status}`,
      ),
    );

    const takeover = await attacker.patch(
      `/staff/${ids.secondOwner}`,
      { password: 'taken over password 9' },
      root,
    );
    const takeoverRoot = await attacker.patch(
      `/staff/${ids.root}`,
      { password: 'taken over password 9' },
      root,
    );
    const stillTheirs = await cast.browser('127.0.0.40').signIn(cast.emails.secondOwner, cast.password);
    checks.push(
      check(
        "set another owner's password: refused, theirs still works",
        takeover.status === 403 && takeoverRoot.status === 403 && stillTheirs.outcome === 'signed-in',
        `second owner ${takeover.status}, all-sites owner ${takeoverRoot.status}, their sign-in ${stillTheirs.outcome}`,
      ),
    );

    const promote = await attacker.patch(`/staff/${ids.otherEditor}`, { role: 'owner' }, root);
    const promoteSelf = await attacker.patch(`/staff/${ids.scopedOwner}`, { sites: 'all', role: 'owner' });
    checks.push(
      check(
        'promote a member of another site: refused',
        promote.status === 403 && promoteSelf.status === 403,
        `other site's editor ${promote.status}, itself to all sites ${promoteSelf.status}`,
      ),
    );

    const deletions = [];
    for (const id of [ids.secondOwner, ids.root, ids.otherEditor]) {
      deletions.push((await attacker.api('DELETE', `/staff/${id}`)).status);
    }
    checks.push(
      check(
        'delete owners and other sites’ members: refused',
        deletions.every((s) => s === 403),
        deletions.join(', '),
      ),
    );

    const audit = await attacker.api('GET', '/audit?limit=500');
    const rows = (audit.json?.items ?? []) as Array<{ storeId: string | null }>;
    const foreign = rows.filter((row) => row.storeId !== 'northbridge-gb');
    const asked = await attacker.api('GET', '/audit?storeId=riverside-gb');
    const settings = await attacker.api('GET', '/sites/riverside-gb/settings');
    checks.push(
      check(
        "read other sites' audit log and settings: refused",
        audit.status === 200 &&
          rows.length > 0 &&
          foreign.length === 0 &&
          asked.status === 403 &&
          settings.status === 403,
        `own log ${audit.status} with ${rows.length} rows, ${foreign.length} of other sites or none; ?storeId=riverside-gb ${asked.status}; riverside-gb settings ${settings.status}`,
      ),
    );

    // Other sites' data behind the routes that do not name a site in their path.
    const orders = await attacker.api('GET', '/orders?storeId=riverside-gb');
    const allOrders = await attacker.api('GET', '/orders?pageSize=100');
    const foreignOrders = ((allOrders.json?.items ?? []) as Array<{ storeId?: string }>).filter(
      (order) => order.storeId !== undefined && order.storeId !== 'northbridge-gb',
    );
    const vouchers = await attacker.api('GET', '/vouchers?storeId=riverside-gb');
    const voucherList = ((vouchers.json?.items ?? []) as Array<{ storeId: string | null }>).filter(
      (item) => item.storeId !== null && item.storeId !== 'northbridge-gb',
    );
    const voucher = await attacker.api('POST', '/vouchers', {
      code: 'PROBERIVER',
      kind: 'percentage',
      percent: 90,
      storeId: 'riverside-gb',
    });
    // A code of no site is sold on every site: the other clubs' too.
    const shared = await attacker.api('POST', '/vouchers', {
      code: 'PROBEALL',
      kind: 'percentage',
      percent: 90,
    });
    const own = await attacker.api('POST', '/vouchers', {
      code: 'PROBEOWN',
      kind: 'percentage',
      percent: 10,
      storeId: 'northbridge-gb',
    });
    const dictionary = await attacker.api('PUT', '/dictionary/en/Basket.Title', { value: 'Pwned' });
    checks.push(
      check(
        "other sites' orders, vouchers and the shared dictionary: refused",
        orders.status === 403 &&
          foreignOrders.length === 0 &&
          (vouchers.status === 403 || voucherList.length === 0) &&
          voucher.status === 403 &&
          shared.status === 403 &&
          own.status === 201 &&
          dictionary.status === 403,
        `orders of riverside-gb ${orders.status}, own list ${allOrders.status} with ${foreignOrders.length} of other sites; vouchers of riverside-gb ${vouchers.status} (${voucherList.length} of another site); a voucher for riverside-gb ${voucher.status}, for every site ${shared.status}, for its own ${own.status} ${own.status === 201 ? '' : own.body.slice(0, 120)}; dictionary entry ${dictionary.status}`,
      ),
    );

    const members = await root.api('GET', '/staff?pageSize=100');
    const list = (members.json?.items ?? []) as Array<{
      email: string;
      id: string;
      role: string;
      sites: unknown;
    }>;
    const second = list.find((member) => member.id === ids.secondOwner);
    const scoped = list.find((member) => member.id === ids.scopedOwner);
    checks.push(
      check(
        'afterwards: no new owner, the others as they were',
        !list.some((member) => member.email === 'takeover@probe.example') &&
          second?.role === 'owner' &&
          second.sites === 'all' &&
          JSON.stringify(scoped?.sites) === '["northbridge-gb"]',
        `${list.length} members; second owner ${second?.role}/${JSON.stringify(second?.sites)}; scoped owner ${JSON.stringify(scoped?.sites)}`,
      ),
    );
    return checks;
  },
};
