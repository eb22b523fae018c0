import { Stack } from '@mantine/core';
import { checkServiceRules, serviceInputSchema, type Service } from '@salon/contracts';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '../../../components/form-actions';
import { RecordForm } from '../../../components/record-form';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useGoBack } from '../../../lib/routing/use-go-back';
import { useCreateService } from '../api/use-create-service';
import { useUpdateService } from '../api/use-update-service';
import { ServiceBasicsFields } from './service-basics-fields';
import { ServiceExtrasFields } from './service-extras-fields';
import { serviceFormValues } from './service-form-values';
import { ServicePricingFields } from './service-pricing-fields';
import { ServiceRequirementsFields } from './service-requirements-fields';

type ServiceFormProps = {
  /** The service being edited; a new one is created when absent. */
  service?: Service;
};

/** Creates or edits a service with every field of the contract (spec part 1 §5, service form; DECISIONS §1). */
export function ServiceForm({ service }: ServiceFormProps) {
  const navigate = useNavigate();
  const goBack = useGoBack(service ? `/services/${service.service_id}` : '/services');
  const createService = useCreateService();
  const updateService = useUpdateService();
  const form = useContractForm(serviceInputSchema, serviceFormValues(service), { rules: [checkServiceRules] });
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    fieldConflicts: { SERVICE_NAME_TAKEN: 'name' },
    failure: service ? 'Failed to update service. Please try again.' : 'Failed to create service. Please try again.',
  });
  const saving = createService.isPending || updateService.isPending;

  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    const onSaved = (saved: Service) => {
      notify.success({
        title: service ? 'Service updated' : 'Service created',
        message: service ? `${saved.name} has been saved.` : `${saved.name} has been added to the menu.`,
      });
      void navigate(`/services/${saved.service_id}`);
    };
    if (service) updateService.mutate({ serviceId: service.service_id, input }, { onSuccess: onSaved, onError: saveFailure.onFailed });
    else createService.mutate(input, { onSuccess: onSaved, onError: saveFailure.onFailed });
  });

  return (
    <RecordForm onSubmit={submit} label={service ? 'Edit service' : 'New service'}>
      <Stack gap="lg">
        <ServiceBasicsFields form={form} />
        <ServicePricingFields form={form} />
        <ServiceRequirementsFields form={form} />
        <ServiceExtrasFields form={form} />
        <FormActions failure={saveFailure.message} saving={saving} onCancel={goBack} submitLabel={service ? 'Save Changes' : 'Create Service'} />
      </Stack>
    </RecordForm>
  );
}
