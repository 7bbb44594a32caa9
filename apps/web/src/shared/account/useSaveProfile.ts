import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveProfile, type ProfileInput } from './api/profile.ts';
import { currentUserKey } from '../api/users/getCurrentUser.ts';
import type { CurrentUser } from '../api/types.ts';
import { refreshUserInfo } from '../auth/session.ts';

/** Saves the profile and puts the answer where the site reads the user: the query cache and the userInfo cookie. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: ProfileInput) => {
      const user = await saveProfile(input);
      const previous = queryClient.getQueryData<CurrentUser>(currentUserKey);
      if (previous) refreshUserInfo({ ...previous, user });
      else await queryClient.invalidateQueries({ queryKey: currentUserKey });
      return user;
    },
    [queryClient],
  );
}

/** The profile form's values from the saved user (empty where nothing is saved yet). */
export function profileFormValues(user: CurrentUser['user'] | undefined): Record<string, unknown> {
  if (!user) return { locationKind: 'china', transactionTypes: [] };
  return {
    name: user.name ?? '',
    account: user.account ?? '',
    email: user.email ?? '',
    orgType: user.orgType ?? undefined,
    orgName: user.orgName ?? '',
    locationKind: user.locationKind ?? 'china',
    province: user.province || undefined,
    city: user.city ?? '',
    country: user.country ?? '',
    industry: user.industry ?? undefined,
    position: user.position ?? '',
    transactionTypes: user.transactionTypes ?? [],
    lawyerName: user.lawyerName ?? '',
    lawyerEmail: user.lawyerEmail ?? '',
  };
}

/** What POST /users/info receives: trimmed text, and only the location fields of the chosen kind. */
export function profileInput(v: Record<string, unknown>): ProfileInput {
  const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');
  const china = v.locationKind === 'china';
  return {
    name: s('name'),
    account: s('account'),
    email: s('email'),
    orgType: String(v.orgType ?? ''),
    orgName: s('orgName'),
    locationKind: String(v.locationKind ?? ''),
    province: china ? s('province') : '',
    city: china ? s('city') : '',
    country: china ? '' : s('country'),
    industry: String(v.industry ?? ''),
    position: s('position'),
    transactionTypes: Array.isArray(v.transactionTypes) ? (v.transactionTypes as string[]) : [],
    lawyerName: s('lawyerName'),
    lawyerEmail: s('lawyerEmail'),
  };
}
