import { type JobDefinition, jobDefinition } from '../../jobs/job-definition.ts'
import {
  type ArrivalNoticeJob,
  type ArrivalNoticesService,
  arrivalNoticeJobNames,
} from './arrival-notices.service.ts'

/** The module's jobs for the worker: the periodic dispatcher and the notice sender. */
export function createArrivalNoticeJobs(deps: {
  notices: ArrivalNoticesService
  dispatchEverySeconds: number
}): JobDefinition[] {
  const send = jobDefinition<ArrivalNoticeJob>({
    name: arrivalNoticeJobNames.send,
    handle: async (data) => {
      await deps.notices.send(data)
    },
    // A gateway that is down gets a few minutes; then the job shows failed with its reason.
    retry: { limit: 5, delaySeconds: 30 },
  })
  const dispatch: JobDefinition = {
    name: arrivalNoticeJobNames.dispatch,
    handle: async () => {
      await deps.notices.dispatch()
    },
    everySeconds: deps.dispatchEverySeconds,
  }
  return [dispatch, send]
}
