import { useNavigate } from 'react-router';

/** Back in history when there is somewhere to go back to, home otherwise. */
export function GoBackButton() {
  const navigate = useNavigate();
  const onClick = () => {
    // history.state.idx is set by React Router; 0 means this page opened the tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <button type="button" className="button button--ghost" onClick={onClick}>
      Go back
    </button>
  );
}
