/**
 * Profile cards of the Docusaurus team, built from `src/data/team.ts`.
 *
 *   <TeamProfileCards group="active" />
 *   <TeamProfileCards group="alumni" />
 *
 * Without `group`, every group is rendered under its own heading.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  githubProfileUrl,
  teamMembers,
  type TeamGroup,
  type TeamMember,
} from '@site/src/data/team';
import {avatarPath} from '@site/src/utils/avatars';
import styles from './styles.module.css';

export interface Props {
  /** Only show the members of this group. */
  readonly group?: TeamGroup;
  /** Heading level of each card's name. Defaults to 3 (below a page `##`). */
  readonly headingLevel?: 3 | 4;
}

const groupLabels: Record<TeamGroup, string> = {
  active: 'Core team',
  alumni: 'Alumni',
};

const groupOrder: readonly TeamGroup[] = ['active', 'alumni'];

function ProfileCard({
  member,
  headingLevel,
}: {
  member: TeamMember;
  headingLevel: 3 | 4 | 5;
}): ReactNode {
  const headingTag = `h${headingLevel}` as const;
  const avatar = useBaseUrl(avatarPath(member.name));
  return (
    <article className={clsx('card', styles.card)}>
      <div className={clsx('card__header', styles.header)}>
        {/* The monogram the blog shows beside the same person's posts. */}
        <img
          className={styles.avatar}
          src={avatar}
          alt={`Avatar of ${member.name}`}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <div>
          <Heading as={headingTag} className={styles.name}>
            {member.name}
          </Heading>
          <p className={styles.role}>{member.role}</p>
        </div>
      </div>
      <div className="card__footer">
        <Link href={githubProfileUrl(member)}>@{member.github} on GitHub</Link>
      </div>
    </article>
  );
}

function ProfileCardList({
  members,
  headingLevel,
}: {
  members: readonly TeamMember[];
  headingLevel: 3 | 4 | 5;
}): ReactNode {
  return (
    <ul className={clsx('row', styles.list)}>
      {members.map((member) => (
        <li key={member.github} className={clsx('col col--6', styles.item)}>
          <ProfileCard member={member} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function membersOf(group: TeamGroup): TeamMember[] {
  return teamMembers.filter((member) => member.group === group);
}

export default function TeamProfileCards({
  group,
  headingLevel = 3,
}: Props): ReactNode {
  if (group) {
    return (
      <div className={styles.cards}>
        <ProfileCardList
          members={membersOf(group)}
          headingLevel={headingLevel}
        />
      </div>
    );
  }
  return (
    <div className={styles.cards}>
      {groupOrder.map((groupName) => {
        const headingId = `team-group-${groupName}`;
        return (
          <section key={groupName} aria-labelledby={headingId}>
            <Heading
              as={`h${headingLevel}`}
              id={headingId}
              className={styles.groupTitle}>
              {groupLabels[groupName]}
            </Heading>
            <ProfileCardList
              members={membersOf(groupName)}
              headingLevel={headingLevel === 3 ? 4 : 5}
            />
          </section>
        );
      })}
    </div>
  );
}
