import { useCallback, useReducer } from 'react';
import { staffAuthApi, type StaffAuthApi } from '../auth/staff-auth-api';
import { initialLoginState, loginReducer, normalizeRecoveryCode, normalizeTotp, ticketExpired } from './login-machine';

/** Runs the sign-in machine against the staff auth API (`api` and `now` are replaceable for tests). */
export function useLoginFlow(api: StaffAuthApi = staffAuthApi, now: () => number = Date.now) {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const cleanEmail = email.trim();
      if (!cleanEmail || !password) return dispatch({ type: 'invalid', error: { key: 'admin.login.errors.required' } });
      dispatch({ type: 'submit', email: cleanEmail });
      try {
        dispatch({ type: 'signed-in', answer: await api.signIn(cleanEmail, password), at: now() });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [api, now],
  );

  /** The code of the current step: the enrolment's first code, a TOTP code, or a recovery code. */
  const submitCode = useCallback(
    async (input: string) => {
      if (state.step !== 'enroll' && state.step !== 'verify') return;
      if (ticketExpired(state, now())) return dispatch({ type: 'restart', error: { key: 'admin.login.errors.ticket_expired' } });
      const recovery = state.step === 'verify' && state.mode === 'recovery';
      const code = recovery ? normalizeRecoveryCode(input) : normalizeTotp(input);
      if (!code) return dispatch({ type: 'invalid', error: { key: recovery ? 'admin.login.errors.recovery_format' : 'admin.login.errors.code_format' } });
      dispatch({ type: 'submit' });
      try {
        if (state.step === 'enroll') dispatch({ type: 'enrolled', answer: await api.enroll(state.ticket, code) });
        else dispatch({ type: 'verified', session: await api.verify(state.ticket, recovery ? { recovery_code: code } : { code }) });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [api, now, state],
  );

  return { state, dispatch, signIn, submitCode };
}
