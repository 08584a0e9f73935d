import { defineScreen } from '../screen-module';
import { load } from './load';
import { voucherFormMessageGroup } from './message-group';
import { metadata } from './metadata';
import { BeneficiaryLoginView } from './view';

/** The beneficiary's gift-box code form: `/{site}/{beneficiary}/{login}`. */
export const beneficiaryLoginScreen = defineScreen({ load, metadata: (route) => metadata(route), View: BeneficiaryLoginView, messages: [voucherFormMessageGroup] });
