import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Actor, AdminActor, CompanyActor, Context, StudentActor, StudentContext } from '@/server/context';
import { COMPANY_USER, PORTAL_ROLES, route, STUDENT } from '@/server/http';

/* The actor a route hands its handler is the variant of the roles its `auth` lets through (checked by tsc). */

describe('route({ auth }) and the actor', () => {
  it("gives a student route a student's actor, with its student id", () => {
    const handler = route({ auth: STUDENT }, async ({ ctx }) => {
      expectTypeOf(ctx.actor).toEqualTypeOf<StudentActor>();
      expectTypeOf(ctx.actor.studentId).toEqualTypeOf<string>();
      expectTypeOf(ctx).toExtend<StudentContext>();
      return { message: ctx.actor.studentId };
    });
    expect(handler.definition.auth).toBe(STUDENT);
  });

  it("gives a company route a company user's actor, with its company id", () => {
    route({ auth: COMPANY_USER }, async ({ ctx }) => {
      expectTypeOf(ctx.actor).toEqualTypeOf<CompanyActor>();
      expectTypeOf(ctx.actor.companyId).toEqualTypeOf<number>();
      return undefined;
    });
  });

  it('gives a route of several roles their union, narrowed by role', () => {
    route({ auth: PORTAL_ROLES }, async ({ ctx }) => {
      expectTypeOf(ctx.actor).toEqualTypeOf<AdminActor | StudentActor | CompanyActor>();
      if (ctx.actor.role === 'student') expectTypeOf(ctx.actor.studentId).toEqualTypeOf<string>();
      return undefined;
    });
  });

  it('gives an optional route any actor or none', () => {
    route({ auth: 'optional' }, async ({ ctx }) => {
      expectTypeOf(ctx.actor).toEqualTypeOf<Actor | null>();
      return undefined;
    });
  });

  it("passes a role's context wherever any context goes", () => {
    expectTypeOf<StudentContext>().toExtend<Context>();
    expectTypeOf<Context>().not.toExtend<StudentContext>();
  });
});
