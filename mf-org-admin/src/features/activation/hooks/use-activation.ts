/**
 * Runs the activation's four calls in order and keeps what each did. A failed step stops the run
 * and can be retried; a reload reads the set-up state from the server and continues from there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type OrganizationSetup,
  activateOrganization,
  configureOrganization,
  generateFacilities,
  generateTemplates,
  getChecklistTemplates,
  getOrganization,
  getOrganizationFacilityCount,
  isApiError,
} from 'shared-contracts';
import { type ActivationStep, activationSteps, nextStep } from '../rules/activation-steps';
import { type ActivationMemory, recallActivation, rememberActivation } from './activation-memory';

/** What a finished step did, for its line in the stepper. */
export type StepResult =
  { step: 'activate'; name: string } | { step: 'facilities' | 'templates'; count: number | null } | { step: 'configure'; message: string };

export interface ActivationState {
  memory: ActivationMemory | null;
  setup: Partial<OrganizationSetup> | null;
  running: ActivationStep | null;
  failed: { step: ActivationStep; message: string } | null;
  results: Partial<Record<ActivationStep, StepResult>>;
  resuming: boolean;
}

const messageOf = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : String(error));
const countOr = async (count: () => Promise<number>) => count().catch(() => null);

export function useActivation() {
  const [state, setState] = useState<ActivationState>(() => ({
    memory: recallActivation(),
    setup: null,
    running: null,
    failed: null,
    results: {},
    resuming: recallActivation() !== null,
  }));
  const busy = useRef(false);

  const runFrom = useCallback(async (memory: ActivationMemory, first: ActivationStep) => {
    if (busy.current) return;
    busy.current = true;
    const { organizationId: id, activationKey } = memory;
    try {
      for (const step of activationSteps.slice(activationSteps.indexOf(first))) {
        if (step === 'activate') continue;
        setState((current) => ({ ...current, running: step, failed: null }));
        try {
          let result: StepResult;
          let setup: Partial<OrganizationSetup> | undefined;
          if (step === 'facilities') {
            setup = (await generateFacilities(id, activationKey)).setup;
            result = { step, count: await countOr(async () => (await getOrganizationFacilityCount(id)).count) };
          } else if (step === 'templates') {
            setup = (await generateTemplates(id)).setup;
            result = { step, count: await countOr(async () => (await getChecklistTemplates(id)).length) };
          } else {
            const answer = await configureOrganization(id);
            setup = answer.setup;
            result = { step, message: answer.message ?? '' };
            rememberActivation(null);
          }
          setState((current) => ({ ...current, setup: setup ?? current.setup, results: { ...current.results, [step]: result } }));
        } catch (error) {
          console.error(`activation step ${step} failed`, error);
          setState((current) => ({ ...current, running: null, failed: { step, message: messageOf(error) } }));
          return;
        }
      }
      setState((current) => ({ ...current, running: null }));
    } finally {
      busy.current = false;
    }
  }, []);

  const activate = useCallback(
    async (activationKey: string) => {
      setState((current) => ({ ...current, running: 'activate', failed: null }));
      try {
        const answer = await activateOrganization(activationKey);
        const organization = answer.organization;
        if (!organization) throw new Error('The server did not name the organisation.');
        const memory = { organizationId: organization._id, organizationName: organization.name, activationKey };
        rememberActivation(memory);
        setState((current) => ({
          ...current,
          memory,
          setup: answer.setup ?? { activated: true, progress: 0.25 },
          results: { activate: { step: 'activate', name: organization.name } },
        }));
        await runFrom(memory, 'facilities');
      } catch (error) {
        console.error('activation failed', error);
        setState((current) => ({ ...current, running: null, failed: { step: 'activate', message: messageOf(error) } }));
      }
    },
    [runFrom],
  );

  const retry = useCallback(() => {
    const { memory, failed } = state;
    if (memory && failed && failed.step !== 'activate') void runFrom(memory, failed.step);
  }, [state, runFrom]);

  // After a reload: what is done comes from the server, and the run continues from the next step.
  useEffect(() => {
    const memory = recallActivation();
    if (!memory) return;
    let live = true;
    void getOrganization(memory.organizationId)
      .then((organization) => organization.setup ?? { activated: true })
      .catch((error: unknown) => {
        // Without organization-read here the steps still tell: each repeats nothing already done.
        console.warn('set-up state not readable; continuing after activation', error);
        return { activated: true };
      })
      .then((setup) => {
        if (!live) return;
        const results: ActivationState['results'] = setup.activated ? { activate: { step: 'activate', name: memory.organizationName } } : {};
        setState((current) => ({ ...current, setup, resuming: false, results: { ...results, ...current.results } }));
        const next = nextStep(setup);
        if (next && next !== 'activate') void runFrom(memory, next);
      });
    return () => {
      live = false;
    };
  }, [runFrom]);

  return { ...state, activate, retry };
}
