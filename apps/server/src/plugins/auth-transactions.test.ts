import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { logIn, signupForm, TEST_PASSWORD } from '../../test/actors'
import { createTestApp } from '../../test/test-app'

// Found by the crash drill (bench/crash-drill.mjs): a kill between sign-up's two writes left a user
// row without its account row, holding the email with no password. Here the second write fails on
// purpose (a trigger refuses it), as a crash would cut it short.

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  await t.db.execute(sql`
    create function refuse_doomed_account() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from "user" where id = new.user_id and email like 'doomed-%') then
        raise exception 'the process died here';
      end if;
      return new;
    end $$`)
  await t.db.execute(
    sql`create trigger refuse_doomed_account before insert on account for each row execute function refuse_doomed_account()`,
  )
})
afterAll(() => t.close())

const signup = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: signupForm({ fullName: 'Half Written', email, password: TEST_PASSWORD }) as never,
  })

it('writes a sign-up whole or not at all', async () => {
  const email = `doomed-${Date.now()}@example.com`
  expect((await signup(email)).statusCode).toBeGreaterThanOrEqual(400)
  const rows = (await t.db.execute(sql`select id from "user" where email = ${email}`)) as unknown as { rows: unknown[] }
  expect(rows.rows).toHaveLength(0)
})

it('still signs people up and in', async () => {
  const email = `whole-${Date.now()}@example.com`
  expect((await signup(email)).statusCode).toBe(201)
  expect(await logIn(t.app, email)).toMatch(/session_token=/)
})
