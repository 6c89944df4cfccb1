/**
 * People shown on the community Team page (/community/team/).
 *
 * Only facts from the blog author list go here: the name, the GitHub handle
 * and a short role label that matches the author's blog title. No bios and no
 * photos.
 */

/** `active`: current core team. `alumni`: founders and former members. */
export type TeamGroup = 'active' | 'alumni';

export interface TeamMember {
  name: string;
  /** GitHub handle without the `@`; the profile is `https://github.com/<handle>`. */
  github: string;
  /** Short, neutral role label. */
  role: string;
  group: TeamGroup;
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Sébastien Lorber',
    github: 'slorber',
    role: 'Maintainer',
    group: 'active',
  },
  {
    name: 'Joshua Chen',
    github: 'Josh-Cena',
    role: 'Core team member',
    group: 'active',
  },
  {
    name: 'Alexey Pyltsyn',
    github: 'lex111',
    role: 'Core team member',
    group: 'active',
  },
  {
    name: 'Yangshun Tay',
    github: 'yangshun',
    role: 'Core team member',
    group: 'active',
  },
  {
    name: 'Joel Marcey',
    github: 'JoelMarcey',
    role: 'Co-creator',
    group: 'alumni',
  },
  {
    name: 'Endilie Yacop Sucipto',
    github: 'endiliey',
    role: 'Former maintainer',
    group: 'alumni',
  },
  {
    name: 'Paul O’Shannessy',
    github: 'zpao',
    role: 'Former engineering manager',
    group: 'alumni',
  },
  {
    name: 'Christine Abernathy',
    // The blog author key is `abernathyca` (her X handle); her GitHub
    // profile, used for the blog avatar, is `caabernathy`.
    github: 'caabernathy',
    role: 'Former team member',
    group: 'alumni',
  },
];

/** URL of a member's GitHub profile. */
export function githubProfileUrl(member: Pick<TeamMember, 'github'>): string {
  return `https://github.com/${member.github}`;
}
