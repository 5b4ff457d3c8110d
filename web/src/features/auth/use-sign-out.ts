import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { signOut } from './auth-api';
import { replaceSessionUser } from '../../session/session';

/** Signs out, forgets the user's cached data, and goes to `redirectTo` (home by default). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: (_data, redirectTo: string | undefined) => {
      replaceSessionUser(queryClient, null);
      toast.success('You are signed out.');
      void navigate(redirectTo ?? '/', { replace: true });
    },
    onError: (error) => {
      toast.error(friendlyMessage(error));
    },
  });
  return {
    signOut: (redirectTo?: string) => mutation.mutate(redirectTo),
    isSigningOut: mutation.isPending,
  };
}
