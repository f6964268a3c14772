import DataLoader from 'dataloader';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from './db.ts';

/**
 * Entities by a unique column, any number of keys in one query, answered in the order asked (null where absent).
 * Takes the request's context rather than its EntityManager so that a loader nobody calls forks nothing.
 */
export function loaderByKey<Entity extends object, Key extends keyof Entity & string>(
  context: { readonly em: EntityManager },
  entity: EntityClass<Entity>,
  key: Key,
): DataLoader<Entity[Key], Entity | null> {
  return new DataLoader(async (keys) => {
    const rows = (await context.em.find(entity, { [key]: { $in: [...keys] } } as never)) as Entity[];
    const byKey = new Map<Entity[Key], Entity>(rows.map((row) => [row[key], row]));
    return keys.map((value) => byKey.get(value) ?? null);
  });
}
