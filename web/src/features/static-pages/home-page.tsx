import { useSessionUser } from '../../session/session';
import { Landing } from './landing';
import { Welcome } from './welcome';

/** `/`: what Sideline is for visitors; a welcome with next steps for signed-in coaches. */
export function HomePage() {
  const user = useSessionUser();
  return user ? <Welcome user={user} /> : <Landing />;
}
