import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingCard } from '../../modules/places/components/LoadingCard.tsx';
import { useUserSolutions } from '../api/reference.ts';
import { solutionRedirect } from '../solutionRedirect.ts';

/**
 * A page under `.../solution/:solutionId`: redirects `all` or an id the user does not have (spec §2) once
 * the solutions are known, else renders the page for that solution.
 */
export function SolutionRoute({ render }: { render: (solutionId: number) => React.ReactNode }) {
  const location = useLocation();
  const { solutionId } = useParams();
  const solutions = useUserSolutions();
  if (solutions.isPending) return <LoadingCard rows={3} />;
  const available = solutions.isError
    ? ({ ok: false } as const)
    : ({ ok: true, ids: solutions.data.map((solution) => solution.id) } as const);
  const target = solutionRedirect(location, available);
  if (target !== null) return <Navigate to={target} replace />;
  return render(Number(solutionId));
}
