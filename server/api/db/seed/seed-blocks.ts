/** Seeds the brand blocks each customer holds with block providers. */
import { prepareInsert } from './insert-row.ts';
import { customerAccounts, type SeedContext } from './seed-context.ts';
import { addDays, addYears } from './seed-time.ts';

export interface SeededBlock {
  id: number;
  accountId: string;
  productId: number;
  label: string;
  status: string;
  startsAt: string;
}

const tldCounts: Record<string, number> = {
  dpml: 241, dpml_plus: 262, adult_block: 4, adult_block_plus: 4, global_block: 390, global_block_plus: 512,
};

export function seedBlocks(context: SeedContext): SeededBlock[] {
  const random = context.random.fork('blocks');
  const blockProducts = context.products.filter((product) => product.kind === 'block');
  const insert = prepareInsert(context.db, 'blocks', [
    'group_id', 'label', 'kind', 'provider', 'product_id', 'status', 'trademark_name', 'trademark_number',
    'trademark_jurisdiction', 'tld_count', 'starts_at', 'expires_at', 'auto_renew', 'notes', 'created_at', 'updated_at',
  ]);
  const blocks: SeededBlock[] = [];
  for (const account of customerAccounts(context)) {
    const count = random.int(1, 5);
    for (let i = 0; i < count; i++) {
      const product = random.pick(blockProducts);
      const kind = product.blockKind ?? 'dpml';
      const label = (account.fixture.stems[i % account.fixture.stems.length] ?? account.fixture.stems[0] ?? 'brand').replaceAll('-', '');
      const status = random.weighted([['active', 0.7], ['pending', 0.1], ['expired', 0.12], ['cancelled', 0.08]] as const);
      const startsAt = status === 'pending' ? addDays(context.now, -random.int(0, 10)) : addDays(context.now, -random.int(200, 3000));
      let expiresAt = addYears(startsAt, random.pick([1, 3, 5, 10]));
      if (status === 'active') while (expiresAt < context.now) expiresAt = addYears(expiresAt, 1);
      if (status === 'expired' && expiresAt > context.now) expiresAt = addDays(context.now, -random.int(5, 300));
      const id = insert({
        group_id: account.id,
        label,
        kind,
        provider: product.provider ?? 'Identity Digital',
        product_id: product.id,
        status,
        trademark_name: account.fixture.name.toUpperCase(),
        trademark_number: `${random.pick(['UK', 'EU', 'US', 'JP', 'WO'])}${random.int(100000000, 999999999)}`,
        trademark_jurisdiction: random.pick(['United Kingdom', 'European Union', 'United States', 'Japan', 'WIPO']),
        tld_count: tldCounts[kind] ?? 100,
        starts_at: startsAt,
        expires_at: expiresAt,
        auto_renew: status === 'active' && random.chance(0.8),
        notes: null,
        created_at: startsAt,
        updated_at: addDays(startsAt, random.int(0, 100)),
      });
      blocks.push({ id, accountId: account.id, productId: product.id, label, status, startsAt });
    }
  }
  return blocks;
}
