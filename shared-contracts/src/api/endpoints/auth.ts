/** Session calls (spec 001 §7, session and user). */
import { apiRequest } from '../api-client';
import {
  encryptTokenAnswerSchema,
  googleLoginAnswerSchema,
  loginAnswerSchema,
  loginStatusAnswerSchema,
  permissionsAnswerSchema,
  statusAnswerSchema,
  type EncryptTokenAnswer,
  type GoogleLoginAnswer,
  type GoogleLoginBody,
  type LoginAnswer,
  type LoginBody,
  type LoginStatusAnswer,
  type LogoutBody,
  type PasswordResetBody,
  type PermissionsAnswer,
  type StatusAnswer,
} from '../../schemas';

/** POST /auth/login with email, password and userType 'regular'. */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiRequest('/auth/login', { method: 'POST', body: { userType: 'regular', ...body }, schema: loginAnswerSchema });
}

/** POST /auth/login/google. */
export function loginWithGoogle(body: GoogleLoginBody): Promise<GoogleLoginAnswer> {
  return apiRequest('/auth/login/google', { method: 'POST', body, schema: googleLoginAnswerSchema });
}

/** POST /auth/logout with the push-notification token (if any). */
export function logout(body: LogoutBody = {}): Promise<StatusAnswer> {
  return apiRequest('/auth/logout', { method: 'POST', body, schema: statusAnswerSchema });
}

/** GET /auth/login/status: whether the token is still good. */
export function getLoginStatus(): Promise<LoginStatusAnswer> {
  return apiRequest('/auth/login/status', { schema: loginStatusAnswerSchema });
}

/** GET /auth/permissions: the caller's permissions in the current organisation. */
export function getPermissions(): Promise<PermissionsAnswer> {
  return apiRequest('/auth/permissions', { schema: permissionsAnswerSchema });
}

/** POST /auth/encryptToken: a token for the feedback app. */
export function encryptToken(): Promise<EncryptTokenAnswer> {
  return apiRequest('/auth/encryptToken', { method: 'POST', body: {}, schema: encryptTokenAnswerSchema });
}

/** POST /auth/reset: answers the same whether or not the email has an account. */
export function requestPasswordReset(body: PasswordResetBody): Promise<StatusAnswer> {
  return apiRequest('/auth/reset', { method: 'POST', body, schema: statusAnswerSchema });
}
