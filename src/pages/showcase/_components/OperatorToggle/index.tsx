import type {ReactNode} from 'react';
import type {TagOperator} from '../../_utils/filters';
import styles from './styles.module.css';

interface OperatorToggleProps {
  operator: TagOperator;
  onChange: (operator: TagOperator) => void;
}

const options: readonly {operator: TagOperator; meaning: string}[] = [
  {operator: 'OR', meaning: 'any tag'},
  {operator: 'AND', meaning: 'all tags'},
];

/** Two radio buttons drawn as a segmented control: native keyboard support. */
export default function OperatorToggle({
  operator,
  onChange,
}: OperatorToggleProps): ReactNode {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Match</legend>
      <div className={styles.segments}>
        {options.map((option) => {
          const id = `showcase-operator-${option.operator}`;
          return (
            <span key={option.operator} className={styles.segment}>
              <input
                type="radio"
                id={id}
                name="showcase-operator"
                value={option.operator}
                className={styles.radio}
                checked={operator === option.operator}
                onChange={() => onChange(option.operator)}
              />
              <label htmlFor={id} className={styles.option}>
                {option.operator}{' '}
                <span className={styles.meaning}>({option.meaning})</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
