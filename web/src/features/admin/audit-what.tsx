import { auditSentence } from '@sideline/domain';
import { Link } from 'react-router';

interface AuditWords {
  action: string;
  entityKind: string;
  entityName: string | null;
  historyPath: string | null;
}

/**
 * What happened, as a sentence without its actor: "Changed the minutes of an item in the practice plan “Pressing
 * week”", the name linking to that thing's history. The words are `auditSentence`'s (the CSV export writes those);
 * `afterName`: it follows the actor's name, so it starts in lower case.
 */
export function AuditWhat({ words, afterName = false }: { words: AuditWords; afterName?: boolean }) {
  const { entityKind, entityName, historyPath } = words;
  const action = afterName ? `${words.action.charAt(0).toLowerCase()}${words.action.slice(1)}` : words.action;
  if (entityName === null) return <>{auditSentence({ action, entityKind, entityName })}</>;
  const name = `“${entityName}”`;
  return (
    <>
      {action} the {entityKind}{' '}
      {historyPath ? (
        <Link to={historyPath} title={`History of the ${entityKind} ${name}`}>
          {name}
        </Link>
      ) : (
        name
      )}
    </>
  );
}
