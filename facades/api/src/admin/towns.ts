import { z } from 'zod';
import { ZoneFields } from '@local-events/contracts';
import { SCOPES } from '@local-events/platform';
import { AdminCreateZoneDocument, AdminUpdateZoneDocument, AdminZonesDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { integerParam, slug } from '../schemas.ts';
import { AdminTown, adminTown } from './views.ts';

const admin = { tags: ['administration'], auth: { kind: 'bearer', scopes: [SCOPES.admin] } as const };
const AUTH = [401, 403, 503];

const asList = (names: Record<string, string> | undefined) =>
  names === undefined ? undefined : Object.entries(names).map(([language, name]) => ({ language, name }));

export const listAdminTowns = defineRoute({
  ...admin,
  method: 'get',
  path: '/api/admin/towns',
  operationId: 'listAdminTowns',
  summary: 'Every town and neighbourhood, hidden ones too',
  response: {
    status: 200,
    description: 'The zones, by country and name',
    schema: z.object({ results: z.array(AdminTown) }).meta({ id: 'AdminTownList' }),
  },
  problems: AUTH,
  async handle({ context }) {
    const { locations } = await context.gateway.request(AdminZonesDocument, {}, context);
    return { results: locations.map(adminTown) };
  },
});

export const createAdminTown = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/towns',
  operationId: 'createAdminTown',
  summary: 'Add a town or a neighbourhood',
  description:
    'A town has no `parentId`; a neighbourhood names a town of the same country and takes its time zone unless given. The slug comes ' +
    'from the name unless given; one its country already has is a 409. Hidden (`hidden: true`) it stays out of public lists until shown.',
  body: ZoneFields.partial({ localNames: true, lat: true, lng: true, timezone: true, parentId: true, hidden: true })
    .extend({ slug: slug.optional(), countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 code') })
    .strict()
    .meta({ id: 'NewTown' }),
  response: { status: 201, description: 'The zone', schema: AdminTown },
  problems: [400, ...AUTH, 409, 413, 415],
  async handle({ body, context }) {
    const { localNames, ...rest } = body;
    const input = { ...rest, localNames: asList(localNames) ?? [] };
    const { createZone } = await context.gateway.request(AdminCreateZoneDocument, { input }, context);
    return adminTown(createZone);
  },
});

export const updateAdminTown = defineRoute({
  ...admin,
  method: 'patch',
  path: '/api/admin/towns/{id}',
  operationId: 'updateAdminTown',
  summary: 'Change, hide or show a town or neighbourhood',
  description:
    'The fields given: name, names in other languages (`localNames` replaces them all), centre, time zone, parent (`null` makes a ' +
    'neighbourhood a town; a town with neighbourhoods stays one, 409), `hidden`. Its slug and country stay.',
  params: z.object({ id: integerParam('The zone id') }),
  body: ZoneFields.partial()
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field')
    .meta({ id: 'TownChanges' }),
  response: { status: 200, description: 'The zone after the change', schema: AdminTown },
  problems: [400, ...AUTH, 404, 409, 413, 415],
  async handle({ params, body, context }) {
    const { localNames, ...rest } = body;
    const changes = { ...rest, ...(localNames ? { localNames: asList(localNames) } : {}) };
    const { updateZone } = await context.gateway.request(AdminUpdateZoneDocument, { id: params.id, changes }, context);
    return adminTown(updateZone);
  },
});

export const ADMIN_TOWN_ROUTES = [listAdminTowns, createAdminTown, updateAdminTown];
