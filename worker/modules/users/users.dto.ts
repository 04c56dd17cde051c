type UserRow = { id: string; email: string; name: string; createdAt: Date; updatedAt: Date };

export function toUserDto(user: UserRow) {
  return { id: user.id, email: user.email, name: user.name, roles: [] as string[], createdAt: user.createdAt, updatedAt: user.updatedAt };
}
