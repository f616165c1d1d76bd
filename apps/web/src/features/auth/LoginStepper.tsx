import { Step, StepLabel, Stepper } from '@mui/material';

/** The steps of a sign-in method, named in order; `step` is the one the user is on. */
export function LoginStepper({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <Stepper activeStep={step} alternativeLabel>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
