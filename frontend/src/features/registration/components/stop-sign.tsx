import { registrationTexts } from '../texts';

/** Shown instead of the registration form when the link names no known employer (spec section 2). */
export function StopSign({ titleId }: { titleId: string }) {
  return (
    <div className="stop-sign">
      <svg
        className="stop-sign__icon"
        viewBox="0 0 100 100"
        width="96"
        height="96"
        aria-hidden="true"
        focusable="false"
      >
        <polygon
          points="30,2 70,2 98,30 98,70 70,98 30,98 2,70 2,30"
          fill="#b3261e"
          stroke="#fff"
          strokeWidth="4"
        />
        <text
          x="50"
          y="59"
          textAnchor="middle"
          fontSize="26"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          STOP
        </text>
      </svg>
      <h2 id={titleId}>{registrationTexts('stopSignTitle')}</h2>
      <p>{registrationTexts('stopSignText')}</p>
      <p>{registrationTexts('stopSignAdvice')}</p>
    </div>
  );
}
