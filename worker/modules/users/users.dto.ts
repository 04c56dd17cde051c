type UserRow = { id: string; email: string; name: string; createdAt: Date; updatedAt: Date };

/** `roles`: the service's roles (the original client's field), `operator` for the operator's console (APP_OPERATOR_EMAILS). */
export function toUserDto(user: UserRow, roles: string[] = []) {
  return { id: user.id, email: user.email, name: user.name, roles, createdAt: user.createdAt, updatedAt: user.updatedAt };
}
