import { adminLoginInputSchema, updateCredentialsInputSchema } from "@aizapy/contracts";
import { currentAdminResponse, loginResponse } from "../response-schemas.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

/** Signing in and out, and the signed-in admin's own account. */
export const authRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/admin/login",
    summary: "Sign in as an admin",
    requiresSession: false,
    body: adminLoginInputSchema,
    run: async (services, { body, caller }) => {
      const { token, admin } = await services.auth.login(body, caller);
      return { token, admin: pick(admin, ["id", "username", "role"]) };
    },
    successStatus: 200,
    response: loginResponse,
    examples: {
      request: { username: "admin", password: "a-long-secret-passphrase" },
      response: {
        token: "q2V8xZ1rT0m3pK7sN4bW6yH9cL5dF8gJ2aE0uI3oP1k",
        admin: { id: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a", username: "admin", role: "admin" },
      },
    },
  },
  {
    method: "post",
    path: "/admin/logout",
    summary: "End this session",
    requiresSession: true,
    run: (services, _input, auth) => services.auth.logout(session(auth)),
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/admin/me",
    summary: "The signed-in admin",
    requiresSession: true,
    run: async (_services, _input, auth) =>
      pick(session(auth).admin, ["username", "role", "createdAt"]),
    successStatus: 200,
    response: currentAdminResponse,
    examples: { response: { username: "admin", role: "admin", createdAt: exampleTime } },
  },
  {
    method: "put",
    path: "/admin/update-credentials",
    summary: "Change the signed-in admin's username and password (ends their other sessions)",
    requiresSession: true,
    body: updateCredentialsInputSchema,
    run: async (services, { body }, auth) =>
      pick(await services.auth.updateCredentials(session(auth), body), [
        "username",
        "role",
        "createdAt",
      ]),
    successStatus: 200,
    response: currentAdminResponse,
    examples: {
      request: {
        currentPassword: "a-long-secret-passphrase",
        newUsername: "operations",
        newPassword: "an-even-longer-passphrase",
      },
      response: { username: "operations", role: "admin", createdAt: exampleTime },
    },
  },
];
