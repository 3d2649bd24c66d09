/** The User answer (spec 001 §3) from the stored user and their membership. */
import type { User } from 'shared-contracts/schemas';
import type { MembershipRow, UserRow } from '../auth/guard';

export function toUserView(user: UserRow, membership: MembershipRow | undefined, nextShiftTime?: Date | null): User {
  return {
    _id: user.id,
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    img: user.img,
    userType: user.userType,
    homePage: user.homePage,
    organization: membership?.organizationId ?? user.currentOrganization,
    permissions: membership?.permissions ?? [],
    nextShiftTime: nextShiftTime ? nextShiftTime.toISOString() : null,
    isSwitchable: user.isSwitchable,
    organizationChosen: user.currentOrganization !== null,
    userGroupNames: user.userGroupNames,
    assignedRoles: membership?.assignedRoles ?? [],
    systemRoles: user.systemRoles,
  };
}
