/** The admin area's messages (SPEC 8, "Admin"), for the server and the pages alike. */

export const LOGIN_FAILED = "Login failed";
export const LOGIN_SUCCESSFUL = "Login successful";
export const INVALID_ADMIN_LOGIN = "Invalid email, password, or access code";
export const NOT_CONFIGURED = "The admin area is not configured. Set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_ACCESS_CODE to use it.";
export const AUTH_REQUIRED = "Authentication required";
export const ENTRY_UPDATED = "Entry updated";
export const UPDATE_FAILED = "Update failed";
export const ENTRY_DELETED = "Entry deleted";
export const DELETE_FAILED = "Delete failed";
export const LOGGED_OUT = "Logged out successfully";
export const LOGOUT_FAILED = "Logout failed";
export const ENTRY_GONE = "That entry was not found. It may already have been deleted.";
export const EMAIL_TAKEN = "Another waitlist entry already has this email";
