import { z } from 'zod';
import { bffSchema } from '../schema';
import { activityDetailContract } from './activity-detail';
import { idField, localeField } from './fields.schema';

export const activityDetailSchema = bffSchema(activityDetailContract, () => z.object({ locale: localeField, id: idField }));
