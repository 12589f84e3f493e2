import { z } from 'zod';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
} from '@/domain/customers/schemas';
import type { Operation } from '../rest/openapi-operations';

/**
 * The authentication service (/api/amanauth, src/http/auth-service/app.ts), for the OpenAPI
 * document: bodies under the §3 wire names the routes read, built from the field schemas that
 * validate them. Answers carry `status` and `message` as §7 shows them.
 */
const A = '/api/amanauth';
const signInName = {
  phone_number: phoneSchema.optional(),
  email: emailSchema.optional(),
  identifier: z.string().optional().describe("the phone or e-mail, as the store's own form sends it"),
};
const registration = z.object({
  First_name: firstNameSchema,
  Last_name: lastNameSchema,
  MobileNumber: phoneSchema,
  E_mail: emailSchema.optional(),
  Password: passwordSchema,
  confirm_password: z.string().optional(),
  verify_code: otpSchema,
});
const codeStep = z.enum(['send_otp', 'verify_otp']);
/** A phone proved by the code sent to it: here, and for the account's change of number. */
export const phoneWithCode = z.object({ MobileNumber: phoneSchema, Code: otpSchema });

export const AUTH_SERVICE_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: `${A}/phone_validation`,
    summary: 'Whether an account has this phone (status 1) or not (0)',
    tag: 'accounts',
    body: z.object({ phone_number: phoneSchema }),
  },
  {
    method: 'post',
    path: `${A}/wb/email_validation`,
    summary: 'Whether an account has this e-mail (status 3) or not (0)',
    tag: 'accounts',
    body: z.object({ Email: emailSchema }),
  },
  {
    method: 'post',
    path: `${A}/check_existence`,
    summary: 'Whether an account has this phone or e-mail',
    tag: 'accounts',
    body: z.object({ value: z.string(), type: z.enum(['phone', 'email']) }),
  },
  {
    method: 'post',
    path: `${A}/send_otp`,
    summary:
      'A one-time code to a phone: to register, to add a phone after single sign-on, or to change the number (bearer and Password)',
    tag: 'accounts',
    body: z.object({
      MobileNumber: phoneSchema,
      type: z.enum(['register', 'add_phone', 'change_phone']).optional(),
      Password: z.string().optional(),
    }),
  },
  {
    method: 'post',
    path: `${A}/wb/register`,
    summary: 'Registers with the code sent to the phone; answers the customer token',
    tag: 'accounts',
    body: registration,
  },
  {
    method: 'post',
    path: `${A}/login`,
    summary: 'Signs in with a phone or e-mail and the password; answers the customer token',
    tag: 'accounts',
    body: z.object({ ...signInName, password: z.string() }),
  },
  {
    method: 'post',
    path: `${A}/login_otp`,
    summary: 'While sign-in by password is locked: a code to the account’s phone, then sign-in with it',
    tag: 'accounts',
    body: z.object({ ...signInName, operation: codeStep, verify_code: otpSchema.optional() }),
  },
  {
    method: 'post',
    path: `${A}/wb/forget_password`,
    summary: 'A forgotten password: a code to the phone, then the new password with the code',
    tag: 'accounts',
    body: z.object({
      MobileNumber: phoneSchema,
      operation: codeStep,
      Password: passwordSchema.optional(),
      confirm_password: z.string().optional(),
      verify_code: otpSchema.optional(),
    }),
  },
  {
    method: 'post',
    path: `${A}/add_sso_phone`,
    summary: 'Adds a phone, proved by its code, to an account made by single sign-on',
    tag: 'accounts',
    auth: true,
    body: phoneWithCode,
  },
  {
    method: 'post',
    path: `${A}/verify_phone`,
    summary: 'Verifies the phone, proved by its code, to complete an account',
    tag: 'accounts',
    auth: true,
    body: phoneWithCode,
  },
];
